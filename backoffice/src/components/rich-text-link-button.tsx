/**
 * The rich text editors' link button: ra-input-rich-text's own asks for the address with an English
 * "URL" prompt; this one asks in the user's language, keeps the current address, and removes the
 * link when the answer is emptied (cancel changes nothing).
 */
import ToggleButton from '@mui/material/ToggleButton';
import InsertLink from '@mui/icons-material/InsertLink';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useTiptapEditor } from 'ra-input-rich-text';

export function TranslatedLinkButton() {
  const editor = useTiptapEditor();
  const translate = useTranslate();
  const [, setTick] = useState(0);
  useEffect(() => {
    if (!editor) return undefined;
    const update = () => setTick((tick) => tick + 1);
    editor.on('selectionUpdate', update);
    editor.on('transaction', update);
    return () => {
      editor.off('selectionUpdate', update);
      editor.off('transaction', update);
    };
  }, [editor]);
  const label = translate('ra.tiptap.link');
  const active = editor?.isActive('link') ?? false;
  const hasSelection = editor ? !editor.state.selection.empty || active : false;
  const onClick = () => {
    if (!editor) return;
    const current = (editor.getAttributes('link') as { href?: string }).href ?? '';
    const answer = window.prompt(translate('richText.linkPrompt'), current);
    if (answer === null) return;
    const href = answer.trim();
    const chain = editor.chain().focus().extendMarkRange('link');
    if (href) chain.setMark('link', { href }).run();
    else chain.unsetMark('link').run();
  };
  return (
    <ToggleButton
      size="small"
      value="link"
      aria-label={label}
      title={label}
      selected={active}
      disabled={!editor?.isEditable || !hasSelection}
      onClick={onClick}
    >
      <InsertLink fontSize="inherit" />
    </ToggleButton>
  );
}
