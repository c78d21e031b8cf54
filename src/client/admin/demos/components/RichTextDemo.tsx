import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatStrikethroughIcon from '@mui/icons-material/FormatStrikethrough';
import RedoIcon from '@mui/icons-material/Redo';
import TitleIcon from '@mui/icons-material/Title';
import UndoIcon from '@mui/icons-material/Undo';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ToggleButton from '@mui/material/ToggleButton';
import Stack from '@mui/material/Stack';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DemoSection } from '../DemoSection';

type Mark = 'bold' | 'italic' | 'strike' | 'heading' | 'bulletList';

/** Tiptap (ProseMirror): a toolbar of marks over an editable area styled by the theme. */
export function RichTextDemo() {
  const { t } = useTranslation('demos');
  const editor = useEditor({
    extensions: [StarterKit],
    content: t('components.richText.initial'),
    editorProps: { attributes: { 'aria-label': t('components.richText.label'), role: 'textbox', 'aria-multiline': 'true' } },
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      strike: e.isActive('strike'),
      heading: e.isActive('heading', { level: 3 }),
      bulletList: e.isActive('bulletList'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const run = (mark: Mark) => {
    const chain = editor.chain().focus();
    if (mark === 'bold') chain.toggleBold().run();
    else if (mark === 'italic') chain.toggleItalic().run();
    else if (mark === 'strike') chain.toggleStrike().run();
    else if (mark === 'heading') chain.toggleHeading({ level: 3 }).run();
    else chain.toggleBulletList().run();
  };
  const tools: [Mark, ReactNode][] = [
    ['bold', <FormatBoldIcon key="b" />],
    ['italic', <FormatItalicIcon key="i" />],
    ['strike', <FormatStrikethroughIcon key="s" />],
    ['heading', <TitleIcon key="h" />],
    ['bulletList', <FormatListBulletedIcon key="l" />],
  ];
  return (
    <DemoSection title={t('components.richText.title')} description={t('components.richText.description')}>
      <Stack direction="row" role="toolbar" aria-label={t('components.richText.toolbar')} spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', mb: 1 }}>
        {tools.map(([mark, icon]) => (
          <ToggleButton
            key={mark}
            value={mark}
            size="small"
            selected={active[mark]}
            onChange={() => run(mark)}
            aria-label={t(`components.richText.tools.${mark}`)}
          >
            {icon}
          </ToggleButton>
        ))}
        <IconButton
          size="small"
          aria-label={t('components.richText.tools.undo')}
          disabled={!active.canUndo}
          onClick={() => editor.chain().focus().undo().run()}
        >
          <UndoIcon />
        </IconButton>
        <IconButton
          size="small"
          aria-label={t('components.richText.tools.redo')}
          disabled={!active.canRedo}
          onClick={() => editor.chain().focus().redo().run()}
        >
          <RedoIcon />
        </IconButton>
      </Stack>
      <Box
        sx={{
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          px: 2,
          bgcolor: 'background.paper',
          color: 'text.primary',
          '&:focus-within': { borderColor: 'primary.main', outline: (theme) => `1px solid ${theme.palette.primary.main}` },
          '& .ProseMirror': { minHeight: 140, outline: 'none', py: 1 },
          '& .ProseMirror p': { my: 1 },
        }}
      >
        <EditorContent editor={editor} />
      </Box>
    </DemoSection>
  );
}
