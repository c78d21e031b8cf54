import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import MDEditor from '@uiw/react-md-editor/nohighlight';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DemoSection } from '../DemoSection';

/** @uiw/react-md-editor (its CSS comes with it, in this lazy chunk only), following the theme's light or dark mode. */
export function MarkdownDemo() {
  const { t } = useTranslation('demos');
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
  const [text, setText] = useState(() => t('components.markdown.initial'));
  const box = useRef<HTMLDivElement>(null);
  // The toolbar's icons are drawn as role="img" without a name; their buttons are named, so the icons are decoration.
  useEffect(() => {
    box.current?.querySelectorAll('.w-md-editor-toolbar svg:not([aria-hidden])').forEach((svg) => svg.setAttribute('aria-hidden', 'true'));
  });
  return (
    <DemoSection title={t('components.markdown.title')} description={t('components.markdown.description')}>
      <Box ref={box} data-color-mode={theme.palette.mode} sx={{ '& .w-md-editor': { bgcolor: 'background.paper', color: 'text.primary' } }}>
        <MDEditor
          value={text}
          onChange={(next) => setText(next ?? '')}
          height={280}
          preview={narrow ? 'edit' : 'live'}
          textareaProps={{ 'aria-label': t('components.markdown.label') }}
        />
      </Box>
    </DemoSection>
  );
}
