import t from 'tap';
import { post } from '../helpers/app.js';

t.test('via combusta through HTTP', async (t) => {
  const r = await post('/v1/horary/via-combusta', { moonLongitude: 210 });
  t.equal(r.status, 200);
  t.equal(r.body.data.moonViaCombusta, true);
});
