import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PageSection } from '../../../domain/schemas/page';
import { LinkedText } from './LinkedText';

const TEXT_SX = { mb: 2, fontSize: '1.0625rem', lineHeight: 1.7 } as const;

/** The body of a content page: each section's heading (h2), paragraphs and bulleted list. */
export function ContentSections({ sections }: { sections: readonly PageSection[] }) {
  return (
    <>
      {sections.map((section, index) => (
        <Box component="section" key={`${index}-${section.heading}`} sx={{ mb: 3 }}>
          {section.heading && (
            <Typography component="h2" variant="h5" sx={{ mb: 1.5, fontWeight: 600 }}>
              {section.heading}
            </Typography>
          )}
          {section.paragraphs.map((text) => (
            <Typography key={text} sx={TEXT_SX}>
              <LinkedText text={text} />
            </Typography>
          ))}
          {section.list && section.list.length > 0 && (
            <Box component="ul" sx={{ pl: 3, mt: 0, mb: 2, '& li': { ...TEXT_SX, mb: 0.75 } }}>
              {section.list.map((item) => (
                <li key={item}>
                  <LinkedText text={item} />
                </li>
              ))}
            </Box>
          )}
        </Box>
      ))}
    </>
  );
}
