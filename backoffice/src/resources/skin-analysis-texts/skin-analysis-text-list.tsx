import { BooleanField, DataTable, FunctionField, List, TextField, useTranslate } from 'react-admin';
import type { AdminSkinAnalysisText } from '../../api/types';

/** Every recommendation of the rules table: when it applies, its line and its Dutch title. */
export function SkinAnalysisTextList() {
  const translate = useTranslate();
  return (
    <List pagination={false} exporter={false}>
      <DataTable rowClick="edit" bulkActionButtons={false}>
        <DataTable.Col source="id" label="skinAnalysisTexts.fields.rule" disableSort>
          <FunctionField<AdminSkinAnalysisText>
            render={(record) => translate(`skinAnalysisTexts.reasons.${record.id}`)}
          />
        </DataTable.Col>
        <DataTable.Col source="line" label="skinAnalysisTexts.fields.line" disableSort>
          <FunctionField<AdminSkinAnalysisText>
            render={(record) => translate(`skinAnalysisTexts.lines.${record.line}`)}
          />
        </DataTable.Col>
        <DataTable.Col source="nl.title" label="skinAnalysisTexts.fields.titleNl" disableSort>
          <TextField source="nl.title" />
        </DataTable.Col>
        <DataTable.Col source="edited" label="skinAnalysisTexts.fields.edited" disableSort>
          <BooleanField source="edited" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
