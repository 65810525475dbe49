import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import ReactQuill from 'react-quill-new';
import 'react-quill-new/dist/quill.snow.css';
import { BLOG_EDITOR_TOOLBAR } from '../blog-editor-toolbar';

const MODULES = { toolbar: BLOG_EDITOR_TOOLBAR };

/** Quill's drop-down pickers, by the class Quill gives each; their buttons come without a name. */
const PICKERS = ['header', 'font', 'color', 'background', 'align'] as const;

interface BlogEditorProps {
  id: string;
  value: string;
  onChange: (html: string) => void;
  invalid: boolean;
  describedBy: string | undefined;
}

/** The blog body in Quill 2 (react-quill-new; react-quill does not work with React 19). Loaded only on the blog form. */
export default function BlogEditor({ id, value, onChange, invalid, describedBy }: BlogEditorProps) {
  const { t } = useTranslation('editor');
  const frame = useRef<HTMLDivElement>(null);

  // A screen reader announces each picker by what it sets, in the reader's language.
  useEffect(() => {
    for (const picker of PICKERS) {
      frame.current?.querySelector(`.ql-picker.ql-${picker} .ql-picker-label`)?.setAttribute('aria-label', t(`pickers.${picker}`));
    }
  }, [t]);

  return (
    <div ref={frame} className={invalid ? 'blog-editor is-invalid' : 'blog-editor'} aria-describedby={describedBy}>
      <ReactQuill id={id} theme="snow" value={value} onChange={onChange} modules={MODULES} placeholder={t('placeholder')} />
    </div>
  );
}
