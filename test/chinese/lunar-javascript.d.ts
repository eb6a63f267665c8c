/** lunar-javascript (6tail, MIT) ships no types; the tests call its EightChar, Yun and XiaoYun untyped. */
declare module 'lunar-javascript';
