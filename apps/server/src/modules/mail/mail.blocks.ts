// How an email's blocks become HTML and plain text, and the shared HTML layout: apart from the templates, which only say what each email holds (issue 31).
import type { Language } from '@hotel/domain';

/** The pieces an email is made of, in reading order; texts are plain (already translated). */
export type Block =
  | { kind: 'paragraph'; text: string }
  | { kind: 'action'; label: string; href: string }
  | { kind: 'fields'; rows: { label: string; value: string }[] }
  | { kind: 'quote'; text: string };

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/** Only http(s) links are ever put in an href. */
function safeHref(href: string): string {
  return /^https?:\/\//i.test(href) ? href : '#';
}

const multiline = (text: string) => escapeHtml(text).replace(/\r?\n/g, '<br>');

export function blockHtml(block: Block): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p style="margin:0 0 16px">${multiline(block.text)}</p>`;
    case 'action': {
      const href = escapeHtml(safeHref(block.href));
      return [
        '<p style="margin:24px 0">',
        `<a href="${href}" style="display:inline-block;background:#1864ab;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:4px;font-weight:bold">${escapeHtml(block.label)}</a>`,
        '</p>',
        `<p style="margin:0 0 16px;font-size:13px;color:#495057;word-break:break-all">${escapeHtml(block.href)}</p>`,
      ].join('\n');
    }
    case 'fields':
      return [
        '<table role="presentation" style="border-collapse:collapse;margin:0 0 16px">',
        ...block.rows.map(
          (row) =>
            `<tr><th scope="row" style="text-align:left;padding:4px 16px 4px 0;vertical-align:top">${escapeHtml(row.label)}</th><td style="padding:4px 0">${multiline(row.value)}</td></tr>`,
        ),
        '</table>',
      ].join('\n');
    case 'quote':
      return `<blockquote style="margin:0 0 16px;padding:8px 16px;border-left:4px solid #ced4da;white-space:pre-wrap">${multiline(block.text)}</blockquote>`;
  }
}

export function blockText(block: Block): string {
  switch (block.kind) {
    case 'paragraph':
      return block.text;
    case 'action':
      return `${block.label}:\n${block.href}`;
    case 'fields':
      return block.rows.map((row) => `${row.label}: ${row.value}`).join('\n');
    case 'quote':
      return block.text
        .split(/\r?\n/)
        .map((line) => `> ${line}`)
        .join('\n');
  }
}

/** The shared layout: a plain, table-free page that mail clients render alike. */
export function layoutHtml(language: Language, product: string, title: string, body: string, footer: string) {
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
</head>
<body style="margin:0;padding:0;background:#f1f3f5;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#212529">
<div style="max-width:600px;margin:0 auto;padding:24px 16px">
<div style="font-weight:bold;font-size:18px;color:#1864ab;padding:0 0 16px">${escapeHtml(product)}</div>
<div style="background:#ffffff;border:1px solid #dee2e6;border-radius:6px;padding:24px;font-size:15px;line-height:1.5">
${body}
</div>
<p style="font-size:12px;color:#495057;padding:16px 0 0;margin:0">${escapeHtml(footer)}</p>
</div>
</body>
</html>
`;
}
