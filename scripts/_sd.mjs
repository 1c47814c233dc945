import createJiti from 'jiti';
const jiti = createJiti(import.meta.url);
const {writeSearchData} = jiti('/work/wt/search/src/plugins/local-search/searchData.ts');
console.log(await writeSearchData('/work/wt/search/build/pagefind'));
