import type { SVGProps } from 'react';

/**
 * The portal's emblem: an aircraft over a runway inside the dashed arc of a protection zone,
 * on the authority's blue with a gold ring. Decorative: the text beside it names the portal.
 */
export function AppLogo({ size = 56, style, ...props }: SVGProps<SVGSVGElement> & { size?: number }) {
  return (
    <svg viewBox="0 0 64 64" width={size} height={size} aria-hidden="true" focusable="false" style={{ flexShrink: 0, ...style }} {...props}>
      <circle cx="32" cy="32" r="30" fill="#0b4a8b" stroke="#c9a227" strokeWidth="3" />
      <path d="M11 44a23 23 0 0 1 42 0" fill="none" stroke="#8ab4f8" strokeWidth="2" strokeDasharray="3 2.5" />
      <path d="M28.6 57 30.4 37h3.2l1.8 20z" fill="#ffffff" />
      <path d="M32 40v3m0 3v3m0 3v3" stroke="#0b4a8b" strokeWidth="1.2" />
      <path
        d="M32 8c1 1 1.6 2.5 1.6 4v5.2L45 23.6v2.6l-11.4-3.4-.4 6.4 4 2.8v1.9L32 32.6l-5.2 1.3V32l4-2.8-.4-6.4L19 26.2v-2.6l11.4-6.4V12c0-1.5.6-3 1.6-4z"
        fill="#ffffff"
      />
    </svg>
  );
}
