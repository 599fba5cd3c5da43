import { describe, expect, it } from 'vitest';
import { hasReadableContent, isHttpUrl, plainTextOf, sanitizeRichText } from './rich-text.js';

/** Known ways to run script through HTML; none may come back out in any form that runs. */
const XSS_PAYLOADS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<img src="javascript:alert(1)">',
  '<a href="javascript:alert(1)">点我</a>',
  '<a href="JaVaScRiPt:alert(1)">点我</a>',
  '<a href="&#106;avascript:alert(1)">点我</a>',
  '<iframe src="https://evil.example"></iframe>',
  '<svg onload=alert(1)><circle/></svg>',
  '<body onload=alert(1)>',
  '<p onclick="alert(1)">文字</p>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">点我</a>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<form action="javascript:alert(1)"><button>提交</button></form>',
  '<p style="background:url(javascript:alert(1))">文字</p>',
  '<img src="//evil.example/x.png">',
  '<scr<script>ipt>alert(1)</script>',
];

const RUNNABLE = /<script|<iframe|<svg|<object|<embed|<form|<style|javascript:|data:text|\son\w+\s*=|\/\/evil/i;

describe('rich text', () => {
  it.each(XSS_PAYLOADS)('keeps nothing runnable of %s', (payload) => {
    expect(sanitizeRichText(`<p>前</p>${payload}<p>后</p>`)).not.toMatch(RUNNABLE);
  });

  it('keeps what the editor writes: formatting, headings, lists, alignment, links and pictures', () => {
    const html =
      '<h2 style="text-align: center">运动会</h2><p><strong>粗体</strong><em>斜体</em><u>下划线</u><s>删除</s></p>' +
      '<ul><li>一</li></ul><ol start="2"><li>二</li></ol><blockquote><p>引用</p></blockquote>' +
      '<p><img src="/javaApi/file/download?fileId=12" alt="照片"></p>';
    expect(sanitizeRichText(html)).toBe(html.replace('text-align: center', 'text-align:center').replace('alt="照片">', 'alt="照片" />'));
  });

  it('opens links in a new tab that cannot reach back, and drops colours from styles', () => {
    expect(sanitizeRichText('<p style="color:red;text-align:right"><a href="https://example.cn">官网</a></p>')).toBe(
      '<p style="text-align:right"><a href="https://example.cn" target="_blank" rel="noopener noreferrer">官网</a></p>',
    );
  });

  it('reads the text of rich text', () => {
    expect(plainTextOf('<h2>运动会</h2><p>孩子们&nbsp;<strong>很开心</strong></p><script>alert(1)</script>')).toBe('运动会孩子们 很开心');
  });

  it('tells content from an empty editor, a picture alone being content', () => {
    for (const empty of ['', '<p></p>', '<p> &nbsp; </p><p><br></p>']) expect(hasReadableContent(empty), empty).toBe(false);
    for (const content of ['<p>通知</p>', '<p><img src="/javaApi/file/download?fileId=1" /></p>']) expect(hasReadableContent(content), content).toBe(true);
  });

  it('takes only absolute http(s) links', () => {
    expect(isHttpUrl('https://example.cn/a?b=1')).toBe(true);
    expect(isHttpUrl('http://example.cn')).toBe(true);
    for (const link of ['javascript:alert(1)', '/relative', 'ftp://example.cn', 'example.cn', 'data:text/html,x']) expect(isHttpUrl(link)).toBe(false);
  });
});
