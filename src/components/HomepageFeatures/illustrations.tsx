/**
 * Small drawings for the home page features. Inline SVG (no extra requests,
 * no layout shift); colours come from CSS variables so they follow the theme.
 */
import React, {type ReactNode} from 'react';

const frame = {viewBox: '0 0 160 110', width: 160, height: 110, 'aria-hidden': true, focusable: false} as const;
const ink = 'var(--home-illustration-ink)';
const paper = 'var(--home-illustration-paper)';
const accent = 'var(--ifm-color-primary)';
const warm = '#f2b33d';

function Mdx(): ReactNode {
  return (
    <svg {...frame}>
      <rect x="14" y="10" width="82" height="92" rx="8" fill={paper} stroke={ink} strokeWidth="3" />
      <text x="24" y="34" fontFamily="monospace" fontSize="16" fontWeight="700" fill={ink}>
        #
      </text>
      <rect x="38" y="23" width="46" height="8" rx="4" fill={ink} />
      <rect x="24" y="44" width="60" height="6" rx="3" fill={ink} opacity=".45" />
      <rect x="24" y="56" width="50" height="6" rx="3" fill={ink} opacity=".45" />
      <rect x="24" y="72" width="60" height="20" rx="4" fill={accent} />
      <text x="30" y="86" fontFamily="monospace" fontSize="11" fill="#fff">
        {'<Chart/>'}
      </text>
      <rect x="104" y="40" width="44" height="52" rx="8" fill={paper} stroke={accent} strokeWidth="3" />
      <path d="M112 82l8-14 8 8 8-18 6 24z" fill={accent} opacity=".75" />
      <path d="M90 82h14" stroke={accent} strokeWidth="3" strokeDasharray="4 3" />
    </svg>
  );
}

function ReactAtom(): ReactNode {
  return (
    <svg {...frame}>
      <g fill="none" stroke={accent} strokeWidth="4">
        <ellipse cx="80" cy="55" rx="56" ry="20" />
        <ellipse cx="80" cy="55" rx="56" ry="20" transform="rotate(60 80 55)" />
        <ellipse cx="80" cy="55" rx="56" ry="20" transform="rotate(-60 80 55)" />
      </g>
      <circle cx="80" cy="55" r="9" fill={ink} />
      <circle cx="136" cy="55" r="5" fill={warm} />
    </svg>
  );
}

function Globe(): ReactNode {
  return (
    <svg {...frame}>
      <circle cx="62" cy="58" r="40" fill={paper} stroke={ink} strokeWidth="3" />
      <g fill="none" stroke={ink} strokeWidth="2" opacity=".6">
        <ellipse cx="62" cy="58" rx="18" ry="40" />
        <path d="M22 58h80M28 38h68M28 78h68" />
      </g>
      <rect x="96" y="12" width="52" height="30" rx="8" fill={accent} />
      <text
        x="122"
        y="32"
        textAnchor="middle"
        fontFamily="system-ui,sans-serif"
        fontSize="14"
        fontWeight="700"
        fill="#fff">
        A→文
      </text>
      <rect x="104" y="70" width="44" height="26" rx="8" fill={warm} />
      <text
        x="126"
        y="88"
        textAnchor="middle"
        fontFamily="system-ui,sans-serif"
        fontSize="13"
        fontWeight="700"
        fill="#3b2a00">
        fr · ja
      </text>
    </svg>
  );
}

function Versions(): ReactNode {
  return (
    <svg {...frame}>
      <rect x="42" y="8" width="76" height="56" rx="7" fill={paper} stroke={ink} strokeWidth="2" opacity=".5" />
      <rect x="32" y="22" width="76" height="56" rx="7" fill={paper} stroke={ink} strokeWidth="2" opacity=".75" />
      <rect x="22" y="36" width="76" height="62" rx="7" fill={paper} stroke={ink} strokeWidth="3" />
      <rect x="32" y="48" width="34" height="12" rx="6" fill={accent} />
      <text
        x="49"
        y="57.5"
        textAnchor="middle"
        fontFamily="system-ui,sans-serif"
        fontSize="9"
        fontWeight="700"
        fill="#fff">
        v3.7
      </text>
      <rect x="32" y="68" width="56" height="5" rx="2.5" fill={ink} opacity=".45" />
      <rect x="32" y="80" width="44" height="5" rx="2.5" fill={ink} opacity=".45" />
      <g stroke={accent} strokeWidth="3" fill="none">
        <path d="M130 20v70" />
        <circle cx="130" cy="30" r="6" fill={paper} />
        <circle cx="130" cy="58" r="6" fill={paper} />
        <circle cx="130" cy="86" r="6" fill={accent} />
      </g>
    </svg>
  );
}

function Search(): ReactNode {
  return (
    <svg {...frame}>
      <rect x="10" y="18" width="110" height="26" rx="13" fill={paper} stroke={ink} strokeWidth="3" />
      <rect x="24" y="28" width="50" height="6" rx="3" fill={ink} opacity=".45" />
      <rect x="18" y="54" width="90" height="10" rx="5" fill={accent} opacity=".85" />
      <rect x="18" y="72" width="74" height="10" rx="5" fill={ink} opacity=".3" />
      <rect x="18" y="90" width="82" height="10" rx="5" fill={ink} opacity=".3" />
      <circle cx="126" cy="58" r="20" fill="none" stroke={ink} strokeWidth="6" />
      <path d="M140 72l14 14" stroke={ink} strokeWidth="8" strokeLinecap="round" />
    </svg>
  );
}

export const illustrations: Record<string, () => ReactNode> = {
  mdx: Mdx,
  react: ReactAtom,
  i18n: Globe,
  versioning: Versions,
  search: Search,
};
