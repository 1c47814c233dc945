// Deliberately invalid JavaScript: static files are copied, never compiled.
const = => {{ this is not valid
