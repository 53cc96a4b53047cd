import { describe, expect, it } from 'vitest';
import { messageText } from '../messages.ts';
import { CHAT_GROUPING_WINDOW_MS } from './constants.ts';
import {
  attachmentSizeKb,
  canDeleteMessage,
  canSendMessage,
  compareChatGroups,
  isAllowedChatAttachment,
  isImageAttachment,
  isIncomingMessage,
  matchesChatGroupSearch,
  memberRole,
  mergeMessages,
  newCustomerChatSchema,
  plainTextToHtml,
  messageExcerpt,
  type ChatGroup,
} from './rules.ts';
import { chatMessage, chatMessages, coordinator, driver } from './test-fixtures.ts';

const group = (overrides: Partial<ChatGroup>): ChatGroup => ({
  id: 1,
  name: 'Ryhmä',
  description: null,
  chat_type: 'group',
  customer: null,
  members: [],
  group_image: null,
  unread_count: 0,
  latest_message_at: null,
  is_pinned: false,
  transport_transporting: null,
  ...overrides,
});

describe('mergeMessages', () => {
  it('keeps one copy per id, oldest first, the fetched copy winning', () => {
    const known = chatMessages(1, 3);
    const fetched = [chatMessage(4), chatMessage(3, { content: 'muokattu' }), chatMessage(2)];
    const merged = mergeMessages(known, fetched);
    expect(merged.map((message) => message.sequence)).toEqual([1, 2, 3, 4]);
    expect(merged[2]?.content).toBe('muokattu');
  });

  it('orders by sequence, then by time and id', () => {
    const late = chatMessage(5, { created_at: '2026-11-25T07:00:00Z' });
    expect(mergeMessages([late], [chatMessage(4)]).map((message) => message.sequence)).toEqual([4, 5]);
    const a = chatMessage(1, { sequence: 0, id: 2, created_at: '2026-11-25T07:00:00Z' });
    const b = chatMessage(2, { sequence: 0, id: 1, created_at: '2026-11-25T07:00:00Z' });
    expect(mergeMessages([a], [b]).map((message) => message.id)).toEqual([1, 2]);
  });

  it('drops known messages the server no longer returns inside the fetched run only', () => {
    const known = chatMessages(1, 6);
    const fetched = [chatMessage(3), chatMessage(5), chatMessage(6)];
    const merged = mergeMessages(known, fetched, { dropMissingInRange: true });
    expect(merged.map((message) => message.sequence)).toEqual([1, 2, 3, 5, 6]);
  });
});

describe('message sides and rights', () => {
  const fromDriver = chatMessage(1);
  const fromColleague = chatMessage(2, { sender: { ...coordinator, id: 4 }, sender_role: 'admin' });
  const own = chatMessage(3, { sender: coordinator, sender_role: 'admin' });

  it('for the company side, member senders are incoming and admins and moderators on the own side', () => {
    const viewer = { userId: coordinator.id, role: 'admin' as const };
    expect(isIncomingMessage(fromDriver, viewer)).toBe(true);
    expect(isIncomingMessage(fromColleague, viewer)).toBe(false);
    expect(isIncomingMessage(own, viewer)).toBe(false);
  });

  it('for a member, everyone else is incoming and the own messages are not', () => {
    const viewer = { userId: driver.id, role: 'member' as const };
    expect(isIncomingMessage(own, viewer)).toBe(true);
    expect(isIncomingMessage(fromDriver, viewer)).toBe(false);
  });

  it('only the sender can delete', () => {
    expect(canDeleteMessage(own, coordinator.id)).toBe(true);
    expect(canDeleteMessage(fromDriver, coordinator.id)).toBe(false);
  });

  it('memberRole finds the viewer among the members', () => {
    const members = [{ id: 1, user: driver, role: 'member' as const }];
    expect(memberRole({ members }, driver.id)).toBe('member');
    expect(memberRole({ members }, coordinator.id)).toBeNull();
  });
});

describe('attachments', () => {
  it('size in KB, at least 1', () => {
    expect(attachmentSizeKb(100)).toBe(1);
    expect(attachmentSizeKb(153_600)).toBe(150);
  });

  it('allows png, jpg, jpeg, pdf, doc, docx, xls, xlsx only', () => {
    for (const name of ['a.png', 'b.JPG', 'c.jpeg', 'd.pdf', 'e.doc', 'f.docx', 'g.xls', 'h.xlsx']) {
      expect(isAllowedChatAttachment({ name })).toBe(true);
    }
    for (const name of ['a.exe', 'b.svg', 'c.html', 'noextension', 'd.gif']) {
      expect(isAllowedChatAttachment({ name })).toBe(false);
    }
    expect(isAllowedChatAttachment({ name: 'kuva.png', type: 'text/html' })).toBe(false);
    expect(isAllowedChatAttachment({ name: 'kuva.png', type: 'image/png' })).toBe(true);
  });

  it('knows an image', () => {
    expect(isImageAttachment({ file_type: 'image/jpeg', file_name: 'x' })).toBe(true);
    expect(isImageAttachment({ file_type: 'application/pdf', file_name: 'x.pdf' })).toBe(false);
  });
});

describe('composer and new chat', () => {
  it('a message needs text or an attachment', () => {
    expect(canSendMessage('', 0)).toBe(false);
    expect(canSendMessage('<p> &nbsp;</p>', 0)).toBe(false);
    expect(canSendMessage('', 1)).toBe(true);
    expect(canSendMessage('Hei', 0)).toBe(true);
  });

  it('a new customer chat needs a customer: Valitse asiakas', () => {
    const result = newCustomerChatSchema.safeParse({
      name: 'Asiakas Oy',
      description: '',
      customer: undefined,
      add_all_members: true,
      add_customer: true,
    });
    expect(result.success).toBe(false);
    const issue = result.error?.issues.find((item) => item.path[0] === 'customer');
    expect(messageText(issue?.message as 'chooseCustomer')).toBe('Valitse asiakas');
  });
});

describe('group list', () => {
  it('pinned first, then the latest message first', () => {
    const groups = [
      group({ id: 1, latest_message_at: '2026-11-25T10:00:00Z' }),
      group({ id: 2, latest_message_at: null }),
      group({ id: 3, latest_message_at: '2026-11-20T10:00:00Z', is_pinned: true }),
      group({ id: 4, latest_message_at: '2026-11-25T11:00:00Z' }),
    ];
    expect([...groups].sort(compareChatGroups).map((item) => item.id)).toEqual([3, 4, 1, 2]);
  });

  it('search matches the name, the customer and the vehicle of the transport', () => {
    const about = group({
      name: 'Kuljetus',
      customer: { id: 1, name: 'Autotalo Oy' },
      transport_transporting: { id: 5, vehicle: 'ABC-123' },
    });
    expect(matchesChatGroupSearch(about, 'autotalo')).toBe(true);
    expect(matchesChatGroupSearch(about, 'abc-1')).toBe(true);
    expect(matchesChatGroupSearch(about, 'Ä')).toBe(false);
    expect(matchesChatGroupSearch(about, '  ')).toBe(true);
  });
});

describe('messageExcerpt', () => {
  it('gives the first words of the text without tags, with an ellipsis when there are more', () => {
    expect(messageExcerpt({ content: '<p>Auto on <b>valmis</b> noudettavaksi klo 14 pihalla</p>' })).toBe(
      'Auto on valmis noudettavaksi klo…',
    );
    expect(messageExcerpt({ content: '<p>Kiitos!</p>', attachments: [{ file_name: 'kuva.png' }] })).toBe('Kiitos!');
    expect(messageExcerpt({ content: '<p></p>' })).toBe('');
  });

  it("names a message of attachments only by its files' names", () => {
    const attachments = [{ file_name: 'vaurio.png' }, { file_name: 'rahtikirja.pdf' }];
    expect(messageExcerpt({ content: '<p> </p>', attachments })).toBe('vaurio.png, rahtikirja.pdf');
  });
});

describe('plainTextToHtml', () => {
  it('escapes the text and keeps line breaks', () => {
    expect(plainTextToHtml('  <b>Hei</b> & "moi"\nrivi 2 ')).toBe(
      '<p>&lt;b&gt;Hei&lt;/b&gt; &amp; &quot;moi&quot;<br>rivi 2</p>',
    );
    expect(plainTextToHtml(' \n ')).toBe('');
  });
});

describe('message grouping', () => {
  it('groups one sender’s consecutive messages within 5 minutes (the window ui’s ChatThread is given)', () => {
    expect(CHAT_GROUPING_WINDOW_MS).toBe(300_000);
  });
});
