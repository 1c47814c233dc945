// Escaping for the HTML of build-time highlighted code: text keeps its quotes (they are safe between tags, and code
// has many), attribute values (class names) are written between double quotes.
export const escapeText = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export const escapeAttribute = (value: string): string => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
