import {
  BoldOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  PictureOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import Image from '@tiptap/extension-image';
import { Placeholder } from '@tiptap/extensions';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import type { FileKindName } from '@yuanwu/shared';
import { Button, Input, Popover, Tooltip, Upload } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { acceptOf } from '../upload/file-links';
import { UploadingRow } from '../upload/UploadRows';
import { useUploads } from '../upload/use-uploads';
import './rich-text.css';

export interface RichTextEditorProps {
  /** HTML, as the server keeps it. */
  value?: string;
  onChange?(html: string): void;
  /** The kind pictures are uploaded as (its chunk size and limits). */
  imageKind: FileKindName;
  placeholder?: string;
  id?: string;
  'aria-invalid'?: boolean;
}

/** An empty editor writes `<p></p>`: the form sees no content then, so that 必填 rules apply. */
const EMPTY_DOCUMENT = '<p></p>';
const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());

/**
 * The console's rich-text editor (TipTap), usable as a Form.Item's input: headings, bold, italic,
 * underline, strike, lists, quotes, links and pictures uploaded in chunks. The server sanitises what
 * it keeps, so this writes only what its allow-list keeps.
 */
export function RichTextEditor({ value = '', onChange, imageKind, placeholder, id, 'aria-invalid': invalid }: RichTextEditorProps) {
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [2, 3] }, link: { openOnClick: false, protocols: ['http', 'https', 'mailto'] } }),
      Image,
      Placeholder.configure({ placeholder: placeholder ?? '' }),
    ],
    content: value || EMPTY_DOCUMENT,
    editorProps: {
      attributes: {
        class: 'rich-text rich-text-editor__content',
        role: 'textbox',
        'aria-multiline': 'true',
        ...(id ? { id } : {}),
        ...(placeholder ? { 'aria-placeholder': placeholder } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
      },
    },
    onUpdate: ({ editor: changed }) => onChange?.(htmlOf(changed)),
  });

  // A value set from outside (a record loaded into the form, a reset) replaces the document.
  useEffect(() => {
    if (editor && value !== htmlOf(editor)) editor.commands.setContent(value || EMPTY_DOCUMENT, { emitUpdate: false });
  }, [editor, value]);

  const uploads = useUploads(imageKind, false, (finished) => {
    editor?.chain().focus().setImage({ src: finished.link, alt: finished.file.name }).run();
    if (finished.previewUrl) URL.revokeObjectURL(finished.previewUrl);
  });

  return (
    <div className={`rich-text-editor${invalid ? ' rich-text-editor--invalid' : ''}`}>
      {editor ? (
        <Toolbar editor={editor}>
          <Upload
            accept={acceptOf(imageKind)}
            multiple
            showUploadList={false}
            beforeUpload={(file) => {
              uploads.start(file);
              return Upload.LIST_IGNORE;
            }}
          >
            <ToolButton title="插入图片" icon={<PictureOutlined />} />
          </Upload>
        </Toolbar>
      ) : null}
      {uploads.items.length > 0 ? (
        <ul className="file-upload__list rich-text-editor__uploads">
          {uploads.items.map((item) => (
            <UploadingRow key={item.key} item={item} isImage onResume={() => uploads.resume(item.key)} onCancel={() => uploads.cancel(item.key)} />
          ))}
        </ul>
      ) : null}
      <EditorContent editor={editor} />
    </div>
  );
}

function ToolButton({ title, icon, active, disabled, onClick }: { title: string; icon: ReactNode; active?: boolean; disabled?: boolean; onClick?(): void }) {
  return (
    <Tooltip title={title}>
      <Button type={active ? 'primary' : 'text'} size="small" icon={icon} aria-label={title} aria-pressed={active} disabled={disabled} onClick={onClick} />
    </Tooltip>
  );
}

function Toolbar({ editor, children }: { editor: Editor; children: ReactNode }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      underline: current.isActive('underline'),
      strike: current.isActive('strike'),
      heading2: current.isActive('heading', { level: 2 }),
      heading3: current.isActive('heading', { level: 3 }),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      link: current.isActive('link'),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  return (
    <div className="rich-text-editor__toolbar" role="toolbar" aria-label="格式">
      <ToolButton title="标题" icon={<span className="rich-text-editor__glyph">H2</span>} active={state.heading2} onClick={() => chain().toggleHeading({ level: 2 }).run()} />
      <ToolButton title="小标题" icon={<span className="rich-text-editor__glyph">H3</span>} active={state.heading3} onClick={() => chain().toggleHeading({ level: 3 }).run()} />
      <ToolButton title="加粗" icon={<BoldOutlined />} active={state.bold} onClick={() => chain().toggleBold().run()} />
      <ToolButton title="斜体" icon={<ItalicOutlined />} active={state.italic} onClick={() => chain().toggleItalic().run()} />
      <ToolButton title="下划线" icon={<UnderlineOutlined />} active={state.underline} onClick={() => chain().toggleUnderline().run()} />
      <ToolButton title="删除线" icon={<StrikethroughOutlined />} active={state.strike} onClick={() => chain().toggleStrike().run()} />
      <ToolButton title="无序列表" icon={<UnorderedListOutlined />} active={state.bulletList} onClick={() => chain().toggleBulletList().run()} />
      <ToolButton title="有序列表" icon={<OrderedListOutlined />} active={state.orderedList} onClick={() => chain().toggleOrderedList().run()} />
      <LinkButton editor={editor} active={state.link} />
      {children}
      <ToolButton title="撤销" icon={<UndoOutlined />} disabled={!state.canUndo} onClick={() => chain().undo().run()} />
      <ToolButton title="重做" icon={<RedoOutlined />} disabled={!state.canRedo} onClick={() => chain().redo().run()} />
    </div>
  );
}

const isHttpLink = (link: string) => /^https?:\/\/[^\s]+$/i.test(link);

function LinkButton({ editor, active }: { editor: Editor; active: boolean }) {
  const [open, setOpen] = useState(false);
  const [link, setLink] = useState('');
  const invalid = link !== '' && !isHttpLink(link);
  const apply = () => {
    if (link === '') editor.chain().focus().extendMarkRange('link').unsetLink().run();
    else if (!invalid) editor.chain().focus().extendMarkRange('link').setLink({ href: link }).run();
    else return;
    setOpen(false);
  };
  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setLink((editor.getAttributes('link').href as string | undefined) ?? '');
      }}
      trigger="click"
      content={
        <div className="rich-text-editor__link">
          <Input
            aria-label="链接地址"
            placeholder="https://"
            value={link}
            status={invalid ? 'error' : ''}
            onChange={(event) => setLink(event.target.value.trim())}
            onPressEnter={apply}
          />
          {invalid ? <div className="rich-text-editor__link-error">请输入以 http:// 或 https:// 开头的链接</div> : null}
          <Button type="primary" size="small" onClick={apply}>
            {link === '' ? '移除链接' : '确定'}
          </Button>
        </div>
      }
    >
      <span>
        <ToolButton title="链接" icon={<LinkOutlined />} active={active} />
      </span>
    </Popover>
  );
}
