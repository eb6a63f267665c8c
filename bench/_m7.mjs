import swe from 'swisseph';
swe.swe_set_ephe_path(process.cwd()+'/node_modules/swisseph/ephe');
const N=4000; const best={};
for (let rep=0;rep<10;rep++) for (const dt of [0.037, 0.37, 3.7]) for (const [n,F] of [['speed',2|256|64],['nospeed',2|64]]) for (const b of [0,2,5]) {
  const t0=performance.now();
  for(let i=0;i<N;i++) swe.swe_calc_ut(2451544.5+i*dt + Math.sin(i)*dt*0.3, b, F);
  const v=(performance.now()-t0)/N*1000; const k=`${n} dt=${dt} b=${b}`; best[k]=Math.min(best[k]??1e9,v);
}
for (const [k,v] of Object.entries(best)) console.log(k, v.toFixed(2));
