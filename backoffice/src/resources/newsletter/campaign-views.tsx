import { Create, Edit } from 'react-admin';
import { CampaignForm } from './campaign-form';
import { CampaignPanel } from './campaign-panel';

export function CampaignCreate() {
  return (
    <Create redirect="edit">
      <CampaignForm />
    </Create>
  );
}

export function CampaignEdit() {
  return (
    <Edit mutationMode="pessimistic" aside={<CampaignPanel />}>
      <CampaignForm />
    </Edit>
  );
}
