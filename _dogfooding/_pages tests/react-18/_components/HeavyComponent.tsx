import React from 'react';

/** Stands in for a large component that is worth loading lazily. */
export default function HeavyComponent({label = 'lazy'}: {label?: string}): React.ReactNode {
  return <p data-testid={`heavy-${label}`}>The {label} component has loaded.</p>;
}
