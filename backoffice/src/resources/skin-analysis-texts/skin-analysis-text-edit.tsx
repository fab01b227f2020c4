import { Fragment } from 'react';
import {
  Edit,
  Labeled,
  maxLength,
  required,
  SimpleForm,
  TextInput,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import Typography from '@mui/material/Typography';
import type { AdminSkinAnalysisText } from '../../api/types';

const LOCALES = ['nl', 'en', 'de', 'fr'] as const;

function Title() {
  const record = useRecordContext<AdminSkinAnalysisText>();
  const translate = useTranslate();
  return (
    <>
      {record
        ? translate('skinAnalysisTexts.editTitle', {
            rule: translate(`skinAnalysisTexts.reasons.${record.id}`),
          })
        : ''}
    </>
  );
}

function Rule() {
  const record = useRecordContext<AdminSkinAnalysisText>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Labeled label="skinAnalysisTexts.fields.rule">
      <Typography variant="body2">
        {translate(`skinAnalysisTexts.reasons.${record.id}`)} →{' '}
        {translate(`skinAnalysisTexts.lines.${record.line}`)}
      </Typography>
    </Labeled>
  );
}

/** The texts of one recommendation in the four languages (the rule itself is fixed in code). */
export function SkinAnalysisTextEdit() {
  const translate = useTranslate();
  return (
    <Edit title={<Title />} mutationMode="pessimistic">
      <SimpleForm>
        <Rule />
        {LOCALES.map((locale) => (
          <Fragment key={locale}>
            <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
              {translate(`skinAnalysisTexts.languages.${locale}`)}
            </Typography>
            <TextInput
              source={`${locale}.title`}
              label="skinAnalysisTexts.fields.title"
              validate={[required(), maxLength(120)]}
              fullWidth
            />
            <TextInput
              source={`${locale}.explanation`}
              label="skinAnalysisTexts.fields.explanation"
              validate={[required(), maxLength(1000)]}
              multiline
              minRows={3}
              fullWidth
            />
          </Fragment>
        ))}
      </SimpleForm>
    </Edit>
  );
}
