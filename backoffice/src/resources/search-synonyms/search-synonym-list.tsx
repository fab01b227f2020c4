import { DataTable, FunctionField, List, useTranslate } from 'react-admin';
import type { AdminSearchSynonym } from '../../api/types';

export function SearchSynonymList() {
  const translate = useTranslate();
  return (
    <List pagination={false} exporter={false}>
      <DataTable rowClick="edit" bulkActionButtons={false}>
        <DataTable.Col source="terms" label="searchSynonyms.fields.terms" disableSort>
          <FunctionField<AdminSearchSynonym> render={(group) => group.terms.join(', ')} />
        </DataTable.Col>
        <DataTable.Col source="locale" label="searchSynonyms.fields.locale" disableSort>
          <FunctionField<AdminSearchSynonym>
            render={(group) =>
              group.locale
                ? translate(`searchSynonyms.locales.${group.locale}`)
                : translate('searchSynonyms.allLocales')
            }
          />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
