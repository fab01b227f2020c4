/**
 * The rich text editor of SPEC §3: headings 2–4, bold, italic, underline, lists, quote and
 * link (react-admin's RichTextInput; the API sanitises with the same allow-list on save).
 */
import { useEffect, useMemo, useState } from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatUnderlined from '@mui/icons-material/FormatUnderlined';
import { useTranslate, useWrappedSource, type Validator } from 'react-admin';
import {
  ClearButtons,
  DefaultEditorOptions,
  ListButtons,
  QuoteButtons,
  RichTextInput,
  RichTextInputToolbar,
  useTiptapEditor,
} from 'ra-input-rich-text';

import { TranslatedLinkButton } from '../../components/rich-text-link-button';

type Editor = NonNullable<ReturnType<typeof useTiptapEditor>>;

/** Re-renders on every editor transaction, so the buttons show the active marks. */
function useEditorTick(editor: Editor | null | undefined): void {
  const [, setTick] = useState(0);
  useEffect(() => {
    if (!editor) return undefined;
    const update = () => setTick((tick) => tick + 1);
    editor.on('transaction', update);
    return () => {
      editor.off('transaction', update);
    };
  }, [editor]);
}

const LEVELS = [2, 3, 4] as const;

function HeadingButtons() {
  const editor = useTiptapEditor();
  const translate = useTranslate();
  useEditorTick(editor);
  const active = LEVELS.find((level) => editor?.isActive('heading', { level }));
  return (
    <ToggleButtonGroup size="small" exclusive value={active ?? null} disabled={!editor?.isEditable}>
      {LEVELS.map((level) => {
        const label = translate('posts.editor.heading', { level });
        return (
          <ToggleButton
            key={level}
            value={level}
            aria-label={label}
            title={label}
            onClick={() =>
              editor?.chain().focus().toggleNode('heading', 'paragraph', { level }).run()
            }
          >
            {`H${level}`}
          </ToggleButton>
        );
      })}
    </ToggleButtonGroup>
  );
}

const MARKS = [
  {
    name: 'bold',
    icon: FormatBold,
    toggle: (editor: Editor) => editor.chain().focus().toggleMark('bold').run(),
  },
  {
    name: 'italic',
    icon: FormatItalic,
    toggle: (editor: Editor) => editor.chain().focus().toggleMark('italic').run(),
  },
  {
    name: 'underline',
    icon: FormatUnderlined,
    toggle: (editor: Editor) => editor.chain().focus().toggleMark('underline').run(),
  },
] as const;

function MarkButtons() {
  const editor = useTiptapEditor();
  const translate = useTranslate();
  useEditorTick(editor);
  const active = MARKS.filter((mark) => editor?.isActive(mark.name)).map((mark) => mark.name);
  return (
    <ToggleButtonGroup size="small" value={active} disabled={!editor?.isEditable}>
      {MARKS.map(({ name, icon: Icon, toggle }) => {
        const label = translate(`posts.editor.${name}`);
        return (
          <ToggleButton
            key={name}
            value={name}
            aria-label={label}
            title={label}
            onClick={() => editor && toggle(editor)}
          >
            <Icon fontSize="inherit" />
          </ToggleButton>
        );
      })}
    </ToggleButtonGroup>
  );
}

export interface PostRichTextInputProps {
  source: string;
  label: string;
  validate?: Validator | Validator[];
  helperText?: string;
}

export function PostRichTextInput({ source, label, validate, helperText }: PostRichTextInputProps) {
  // The editable element is a textbox: it gets its name from the input's label (by id).
  const id = `post-${useWrappedSource(source).replace(/\W/g, '-')}`;
  const editorOptions = useMemo(
    () => ({
      ...DefaultEditorOptions,
      editorProps: { attributes: { 'aria-labelledby': `${id}-label` } },
    }),
    [id],
  );
  return (
    <RichTextInput
      id={id}
      editorOptions={editorOptions}
      source={source}
      label={label}
      validate={validate}
      helperText={helperText ?? false}
      fullWidth
      toolbar={
        <RichTextInputToolbar size="small">
          <HeadingButtons />
          <MarkButtons />
          <ListButtons size="small" />
          <QuoteButtons size="small" />
          <TranslatedLinkButton />
          <ClearButtons size="small" />
        </RichTextInputToolbar>
      }
    />
  );
}
