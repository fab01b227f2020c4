import { SearchFilter } from '../../components/search-filter';
import {
  DataTable,
  DateField,
  FilterButton,
  List,
  SelectInput,
  TextInput,
  TopToolbar,
} from 'react-admin';
import { ReviewBulkActions, ReviewStatusChip, ScoreField } from './review-actions';
import { statusChoices } from './review-status';

const filters = [
  <SearchFilter key="q" source="q" alwaysOn placeholder="reviews.filters.q" />,
  <SelectInput
    key="status"
    source="status"
    label="reviews.fields.status"
    choices={statusChoices}
    alwaysOn
  />,
  <SelectInput
    key="score"
    source="score"
    label="reviews.fields.score"
    choices={[1, 2, 3, 4, 5].map((id) => ({ id, name: String(id) }))}
  />,
  <TextInput key="productId" source="productId" label="reviews.filters.productId" />,
];

/** The moderation queue: without a chosen sort the API puts pending reviews first, newest first. */
export function ReviewList() {
  return (
    <List
      filters={filters}
      actions={
        <TopToolbar>
          <FilterButton />
        </TopToolbar>
      }
      // No sort field: the server's queue order (pending first). A column click sorts by it.
      sort={{ field: '', order: 'DESC' }}
      perPage={25}
    >
      <DataTable rowClick="show" bulkActionButtons={<ReviewBulkActions />}>
        <DataTable.Col source="status" label="reviews.fields.status">
          <ReviewStatusChip />
        </DataTable.Col>
        <DataTable.Col source="productName" label="reviews.fields.product" disableSort />
        <DataTable.Col source="authorName" label="reviews.fields.customer" disableSort />
        <DataTable.Col source="authorEmail" label="reviews.fields.email" disableSort />
        <DataTable.Col source="score" label="reviews.fields.score">
          <ScoreField />
        </DataTable.Col>
        <DataTable.Col source="title" label="reviews.fields.title" disableSort />
        <DataTable.Col source="submittedAt" label="reviews.fields.submittedAt">
          <DateField source="submittedAt" showTime />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
