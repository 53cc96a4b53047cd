/**
 * What a message may carry: HTML through the server's allow-list (an XSS corpus leaves nothing that runs), and
 * attachments checked by their bytes against their extension, with the size and count limits.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ATTACHMENT_BYTES } from '../src/routes/chat/attachments.ts';
import { placeholderPhoto } from '../src/seed/placeholder-image.ts';
import { createTestApp, type TestApp } from './support/harness.ts';
import { zipOf } from './support/zip.ts';

let t: TestApp;
let headers: { authorization: string };
let url: string;

beforeAll(async () => {
  t = await createTestApp();
  headers = (await t.loginAs('kuljettaja@demo.siirto.fi')).headers;
  const groups = await t.request({ method: 'GET', url: '/chat/v1/groups/', headers });
  const team = groups
    .json<{ results: { id: number; name: string }[] }>()
    .results.find((group) => group.name === 'Kuljettajat');
  url = `/chat/v1/groups/${String(team?.id)}/messages/`;
});
afterAll(() => t.close());

const XSS = [
  '<script>alert(1)</script>Hei',
  '<img src=x onerror=alert(1)>Hei',
  '<svg onload=alert(1)><circle/></svg>Hei',
  '<a href="javascript:alert(1)">Hei</a>',
  '<a href="JaVaScRiPt:alert(1)">Hei</a>',
  '<a href="&#106;avascript:alert(1)">Hei</a>',
  '<a href="  javascript:alert(1)">Hei</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">Hei</a>',
  '<a href="vbscript:msgbox(1)">Hei</a>',
  '<p onclick="alert(1)" style="background:url(javascript:alert(1))">Hei</p>',
  '<iframe src="https://evil.example"></iframe>Hei',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>Hei',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">Hei</p></noscript>',
  '<form action="https://evil.example"><button>Hei</button></form>',
  '<object data="javascript:alert(1)"></object>Hei',
  '<embed src="javascript:alert(1)">Hei',
  '<body onload=alert(1)>Hei',
  '<details open ontoggle=alert(1)>Hei</details>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>Hei',
  '<a href="https://siirto.fi" onmouseover="alert(1)">Hei</a>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">Hei',
  '<base href="javascript:alert(1)//">Hei',
  '<template><script>alert(1)</script></template>Hei',
  '<style>@import "https://evil.example/x.css";</style>Hei',
  '<div style="width: expression(alert(1))">Hei</div>',
  '<a href="//evil.example">Hei</a>',
  '"><script>alert(1)</script>Hei',
  '<IMG SRC=JaVaScRiPt:alert(1)>Hei',
];

const DANGEROUS = [
  /<script/i,
  /\son\w+\s*=/i,
  /javascript:/i,
  /vbscript:/i,
  /data:/i,
  /<iframe/i,
  /<svg/i,
  /<img/i,
  /<math/i,
  /style=/i,
  /<style/i,
  /<form/i,
  /<object/i,
  /<embed/i,
  /<meta/i,
  /<base/i,
  /<template/i,
  /href="\/\//i,
];

describe('message HTML', () => {
  it('keeps nothing that could run from an XSS corpus', async () => {
    for (const content of XSS) {
      const response = await t.request({ method: 'POST', url, headers, payload: { content } });
      // Content that is nothing but removed elements is no message at all.
      if (response.statusCode === 400) {
        expect(response.json<{ content: string[] }>().content).toEqual(['Kirjoita viesti tai lisää liite']);
        continue;
      }
      expect(response.statusCode).toBe(201);
      const stored = response.json<{ content: string }>().content;
      for (const pattern of DANGEROUS) expect(stored, `${content} -> ${stored}`).not.toMatch(pattern);
      expect(stored).toContain('Hei');
    }
    // What was stored is what every reader gets.
    const page = await t.request({ method: 'GET', url: `${url}?limit=${String(XSS.length)}`, headers });
    for (const message of page.json<{ results: { content: string }[] }>().results) {
      for (const pattern of DANGEROUS) expect(message.content).not.toMatch(pattern);
    }
  });

  it('keeps formatting and safe links, which open in a new tab without the opener', async () => {
    const response = await t.request({
      method: 'POST',
      url,
      headers,
      payload: {
        content:
          '<p><strong>Tärkeä</strong> <em>viesti</em><br><a href="https://siirto.fi/ohje" class="x">ohje</a></p><ul><li>yksi</li></ul>',
      },
    });
    expect(response.json<{ content: string }>().content).toBe(
      '<p><strong>Tärkeä</strong> <em>viesti</em><br /><a href="https://siirto.fi/ohje" target="_blank" rel="noopener noreferrer nofollow">ohje</a></p><ul><li>yksi</li></ul>',
    );
  });

  it('refuses content over 20,000 characters', async () => {
    const response = await t.request({ method: 'POST', url, headers, payload: { content: 'a'.repeat(20_001) } });
    expect(response.statusCode).toBe(400);
  });
});

// ---- files ----

const DOCX = zipOf({
  '[Content_Types].xml': '<?xml version="1.0"?><Types/>',
  'word/document.xml': '<?xml version="1.0"?><w:document/>',
});

/** An OLE2 compound file header with a stream named `stream` in its directory (UTF-16). */
function ole(stream: string): Buffer {
  const bytes = Buffer.alloc(1536);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(bytes, 0);
  Buffer.from(stream, 'utf16le').copy(bytes, 1024);
  return bytes;
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <</Type /Catalog>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n', 'latin1');
const PNG = placeholderPhoto([20, 120, 200], 32, 24);

async function xlsx(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('Kulut').addRow(['Polttoaine', 62.5]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function multipart(parts: { name: string; value?: string; fileName?: string; bytes?: Buffer }[]) {
  const boundary = 'chatTestBoundary7MA4YWxk';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.fileName
      ? `form-data; name="${part.name}"; filename="${part.fileName}"\r\nContent-Type: application/octet-stream`
      : `form-data; name="${part.name}"`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n`));
    chunks.push(part.bytes ?? Buffer.from(part.value ?? ''));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

async function sendFiles(files: { fileName: string; bytes: Buffer }[], content = '') {
  const body = multipart([
    { name: 'content', value: content },
    ...files.map((file) => ({ name: 'attachments', fileName: file.fileName, bytes: file.bytes })),
  ]);
  return t.request({
    method: 'POST',
    url,
    headers: { ...headers, 'content-type': body.contentType },
    payload: body.payload,
  });
}

describe('attachments', () => {
  it('accepts every allowed kind by its bytes, names its real type and serves it back', async () => {
    const files = [
      { fileName: 'vaurio.png', bytes: PNG, type: 'image/png' },
      { fileName: 'rahtikirja.pdf', bytes: PDF, type: 'application/pdf' },
      {
        fileName: 'sopimus.docx',
        bytes: DOCX,
        type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      },
      {
        fileName: 'kulut.xlsx',
        bytes: await xlsx(),
        type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      },
      { fileName: 'vanha.doc', bytes: ole('WordDocument'), type: 'application/msword' },
    ];
    const response = await sendFiles(files, 'Liitteet');
    expect(response.statusCode).toBe(201);
    const message = response.json<{
      attachments: { file_name: string; file_type: string; file_size: number; file_url: string }[];
    }>();
    expect(
      message.attachments.map((attachment) => [attachment.file_name, attachment.file_type, attachment.file_size]),
    ).toEqual(files.map((file) => [file.fileName, file.type, file.bytes.length]));
    const png = message.attachments[0];
    // by default a path below the dashboard's /api proxy: it loads from whatever origin serves the dashboard
    expect(png?.file_url).toMatch(/^\/api\/media\/chat\/[^/]+\/$/);
    const served = await t.request({ method: 'GET', url: (png?.file_url ?? '').slice('/api'.length) });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    const doc = await t.request({ method: 'GET', url: (message.attachments[4]?.file_url ?? '').slice('/api'.length) });
    expect(doc.headers['content-disposition']).toMatch(/^attachment; filename="vanha.doc"/);
    // An old Excel file too, alone (at most five per message).
    expect((await sendFiles([{ fileName: 'vanha.xls', bytes: ole('Workbook') }])).statusCode).toBe(201);
    // An attachment alone is a message.
    expect((await sendFiles([{ fileName: 'kuva.jpg', bytes: jpeg() }])).statusCode).toBe(201);
  });

  it('refuses a file whose bytes are not what its name says, or not an allowed kind at all', async () => {
    const cases = [
      { fileName: 'kuva.png', bytes: PDF },
      { fileName: 'rahtikirja.pdf', bytes: PNG },
      {
        fileName: 'sopimus.docx',
        bytes: zipOf({ '[Content_Types].xml': '<Types/>', 'xl/workbook.xml': '<workbook/>' }),
      },
      { fileName: 'kulut.xls', bytes: ole('WordDocument') },
      { fileName: 'skripti.html', bytes: Buffer.from('<script>alert(1)</script>') },
      { fileName: 'ohjelma.exe', bytes: Buffer.from('MZ\x90\x00') },
      { fileName: 'kuva.svg', bytes: Buffer.from('<svg onload="alert(1)"/>') },
      { fileName: 'pelkka.png', bytes: PNG.subarray(0, 8) },
      { fileName: 'tyhja.pdf', bytes: Buffer.alloc(0) },
      { fileName: 'ilman-paatetta', bytes: PDF },
    ];
    for (const file of cases) {
      const response = await sendFiles([file], 'Liite');
      expect(response.statusCode, file.fileName).toBe(400);
      expect(response.json<{ attachments: string[] }>().attachments).toEqual([
        'Tiedostotyyppi ei ole sallittu. Sallitut: png, jpg, jpeg, pdf, doc, docx, xls, xlsx',
      ]);
    }
  });

  it('refuses a file over 10 MB and more than five files', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(MAX_ATTACHMENT_BYTES)]);
    const tooBig = await sendFiles([{ fileName: 'iso.pdf', bytes: big }]);
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json<{ attachments: string[] }>().attachments).toEqual(['Liite on liian suuri (enintään 10 Mt)']);
    const six = Array.from({ length: 6 }, (_, index) => ({ fileName: `${String(index)}.pdf`, bytes: PDF }));
    const tooMany = await sendFiles(six);
    expect(tooMany.statusCode).toBe(400);
  });
});

/** A minimal whole JPEG: SOI, a baseline frame header (8 × 8), a scan header and EOI. */
function jpeg(): Buffer {
  return Buffer.from([
    0xff, 0xd8, 0xff, 0xc0, 0x00, 0x0b, 0x08, 0x00, 0x08, 0x00, 0x08, 0x01, 0x01, 0x11, 0x00, 0xff, 0xda, 0x00, 0x08,
    0x01, 0x01, 0x00, 0x00, 0x3f, 0x00, 0x00, 0xff, 0xd9,
  ]);
}
