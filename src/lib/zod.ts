// The app parses with zod/mini, the tree-shakable form of zod (about 17 KB gz lighter than full
// zod). zod/mini loads no locale by itself, so the English messages are configured here, once,
// by the module every schema imports `z` from: a parse error still reads "Invalid input: expected
// string, received number", not a bare code.
import * as z from 'zod/mini';
import { en } from 'zod/locales';

z.config(en());

export { z };
