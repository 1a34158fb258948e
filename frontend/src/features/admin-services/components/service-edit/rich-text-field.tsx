import { useCallback, useLayoutEffect, useRef, useState, type ClipboardEvent, type ReactElement } from 'react';
import { Tab, TabList, Textarea, Toolbar, ToolbarButton, Tooltip, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { TextBoldRegular, TextBulletListLtrRegular, TextHeader2Regular, TextItalicRegular, TextNumberListLtrRegular } from '@fluentui/react-icons';
import { FormField } from '@/components/ui/form-field';
import { useHtmlContentStyles } from '@/components/ui/html-content-styles';
import { huAdmin } from '@/i18n/hu-admin';
import { editableHtml, emptiedHtml } from './editable-html';
import { LinkButton } from './link-button';
import type { DraftProps } from './use-service-draft';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  bar: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
  editable: {
    minHeight: '8rem',
    maxHeight: '24rem',
    overflowY: 'auto',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderBottomColor: tokens.colorNeutralStrokeAccessible,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorCompoundBrandStroke}`, outlineOffset: '-2px' },
  },
});

type Mode = 'rich' | 'source';

interface RichTextFieldProps extends DraftProps {
  name: 'text' | 'subPageText';
  label: string;
  hint: string;
}

/**
 * A long HTML text (issue 41 §5): edited as formatted text with a small toolbar (bold, italic, heading,
 * lists, link) that shows what members will see, or as its HTML source. The draft stays HTML, which the
 * server sanitises on save as before; a text is rewritten only where the admin edits it.
 */
export function RichTextField({ name, label, hint, draft, change, errors }: RichTextFieldProps) {
  const styles = useStyles();
  const content = useHtmlContentStyles();
  const t = huAdmin.adminServices.edit.richText;
  const value = draft[name];
  const [mode, setMode] = useState<Mode>('rich');
  const editor = useRef<HTMLDivElement | null>(null);
  /** The HTML the editable holds, as last written into it or read from it; null once it is gone. */
  const shown = useRef<string | null>(null);
  const selection = useRef<Range | null>(null);
  // One function for the component's life: a new one each render would detach and attach the editable
  // every keystroke, and the effect below would rewrite it under the caret.
  const attach = useCallback((element: HTMLDivElement | null) => {
    editor.current = element;
    if (!element) shown.current = null;
  }, []);

  // The draft is written into the editable only when it changed elsewhere (opening, the source view):
  // never while typing, which would put the caret back at the start.
  useLayoutEffect(() => {
    if (!editor.current || value === shown.current) return;
    editor.current.innerHTML = editableHtml(value);
    shown.current = value;
  });

  const read = () => {
    if (!editor.current) return;
    const html = emptiedHtml(editor.current.innerHTML);
    shown.current = html;
    change({ [name]: html });
  };
  const run = (command: string, argument?: string) => {
    editor.current?.focus();
    document.execCommand(command, false, argument);
    read();
  };
  const toggleHeading = () => run('formatBlock', document.queryCommandValue?.('formatBlock')?.toLowerCase() === 'h3' ? 'p' : 'h3');
  const remember = () => {
    const current = getSelection();
    const range = current && current.rangeCount > 0 ? current.getRangeAt(0) : null;
    selection.current = range && editor.current?.contains(range.commonAncestorContainer) ? range.cloneRange() : null;
  };
  const link = (address: string) => {
    editor.current?.focus();
    const range = selection.current;
    if (range) {
      getSelection()?.removeAllRanges();
      getSelection()?.addRange(range);
    }
    if (range && !range.collapsed) return run('createLink', address);
    // Nothing selected: the address becomes the link's text too.
    const anchor = document.createElement('a');
    anchor.href = address;
    anchor.textContent = address;
    run('insertHTML', anchor.outerHTML);
  };
  // Pasted text comes in as plain text: another page's or a word processor's markup is not the club's.
  const paste = (event: ClipboardEvent) => {
    event.preventDefault();
    run('insertText', event.clipboardData.getData('text/plain'));
  };

  const tool = (text: string, icon: ReactElement, onClick: () => void) => (
    <Tooltip content={text} relationship="label">
      <ToolbarButton icon={icon} onMouseDown={(event) => event.preventDefault()} onClick={onClick} />
    </Tooltip>
  );

  return (
    <FormField label={label} hint={hint} error={errors[name]}>
      {(control) => (
        <div className={styles.root}>
          <div className={styles.bar}>
            {mode === 'rich' ? (
              <Toolbar aria-label={t.toolbar(label)} size="small">
                {tool(t.bold, <TextBoldRegular />, () => run('bold'))}
                {tool(t.italic, <TextItalicRegular />, () => run('italic'))}
                {tool(t.heading, <TextHeader2Regular />, toggleHeading)}
                {tool(t.bulleted, <TextBulletListLtrRegular />, () => run('insertUnorderedList'))}
                {tool(t.numbered, <TextNumberListLtrRegular />, () => run('insertOrderedList'))}
                <LinkButton onOpen={remember} onLink={link} />
              </Toolbar>
            ) : (
              <span />
            )}
            <TabList size="small" selectedValue={mode} onTabSelect={(_, data) => setMode(data.value as Mode)} aria-label={t.modes(label)}>
              <Tab value="rich">{t.rich}</Tab>
              <Tab value="source">{t.source}</Tab>
            </TabList>
          </div>
          {mode === 'rich' ? (
            <div
              {...control}
              ref={attach}
              role="textbox"
              aria-multiline="true"
              contentEditable
              suppressContentEditableWarning
              tabIndex={0}
              className={mergeClasses(content.root, styles.editable)}
              onFocus={() => document.execCommand('defaultParagraphSeparator', false, 'p')}
              onInput={read}
              onPaste={paste}
            />
          ) : (
            <Textarea {...control} value={value} rows={10} resize="vertical" onChange={(_, data) => change({ [name]: data.value })} />
          )}
        </div>
      )}
    </FormField>
  );
}
