// The stemmer package ships no types: one function from a word to its Snowball English (Porter2) stem.
declare module 'wink-porter2-stemmer' {
  function stem(word: string): string;
  export default stem;
}
