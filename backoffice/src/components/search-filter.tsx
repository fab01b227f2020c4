import { SearchInput, useTranslate, type SearchInputProps } from 'react-admin';

/** react-admin's SearchInput with a translated placeholder (its own prop is shown as given). */
export function SearchFilter({
  placeholder,
  ...props
}: SearchInputProps & { placeholder: string }) {
  const translate = useTranslate();
  return <SearchInput {...props} placeholder={translate(placeholder, { _: placeholder })} />;
}
