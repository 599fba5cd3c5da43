import './rich-text.css';

/**
 * Rich text as the server keeps it. The server sanitised it against its allow-list before storing
 * (scripts, handlers and frames never come back out), which is why it may be set as HTML here.
 */
export function RichTextView({ html, className }: { html: string; className?: string }) {
  return <div className={`rich-text${className ? ` ${className}` : ''}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
