import {chromium} from 'playwright';
const b = await chromium.launch({executablePath:'/usr/bin/chromium', args:['--no-sandbox','--disable-gpu']});
const p = await b.newPage();
await p.goto('http://127.0.0.1:'+(process.env.PORT||3313)+'/docs/');
await p.waitForSelector('html[data-has-hydrated="true"]', {state:'attached'});
await p.keyboard.press('Control+k');
await p.waitForSelector('.DocSearch-Input');
await p.keyboard.type('install', {delay: 90});
await p.waitForTimeout(1500);
async function run(label){
  await p.keyboard.press('Control+a'); await p.keyboard.press('Backspace'); await p.waitForTimeout(800);
  await p.evaluate(()=>{window.__ev=[];window.__lt=[];new PerformanceObserver(l=>{for(const e of l.getEntries()) if(e.interactionId) window.__ev.push([e.interactionId,e.duration,e.processingEnd-e.processingStart, e.processingStart-e.startTime])}).observe({type:'event',durationThreshold:16});new PerformanceObserver(l=>{for(const e of l.getEntries()) window.__lt.push(Math.round(e.duration))}).observe({type:'longtask'});});
  await p.keyboard.type('docs sidebar category',{delay:90}); await p.waitForTimeout(1500);
  const {ev,lt} = await p.evaluate(()=>({ev:window.__ev,lt:window.__lt}));
  const m=new Map(); for(const [id,d] of ev) m.set(id,Math.max(m.get(id)||0,d)); const ds=[...m.values()]; while(ds.length<21) ds.push(0); ds.sort((a,b)=>a-b);
  const delays = ev.map(e=>Math.round(e[3])).sort((a,b)=>a-b); const procs = ev.map(e=>Math.round(e[2])).sort((a,b)=>a-b);
  console.log(label, 'median', ds[10], 'p90', ds[18], 'longtasks', lt.length, lt.join(','), '| input delay med', delays[delays.length>>1], 'processing med', procs[procs.length>>1]);
}
await run('with blur   ');
await p.addStyleTag({content:'.DocSearch-Container{backdrop-filter:none !important}'});
await run('without blur');
await p.evaluate(()=>document.querySelectorAll('style').forEach(s=>{if(s.textContent.includes('backdrop-filter:none'))s.remove()}));
await run('with blur   ');
await b.close();
