import { describe, expect, it } from 'vitest';
import { fileNameOf } from './download-pdf';

describe('the name a downloaded PDF is saved under', () => {
  it('is the UTF-8 name the server gave, else its plain name, else none', () => {
    const name = 'Agency Launchpad certificate – Zoë Brontë.pdf';
    expect(
      fileNameOf(
        `attachment; filename="Agency Launchpad certificate _ Zo_ Bront_.pdf"; filename*=UTF-8''${encodeURIComponent(name)}`,
      ),
    ).toBe(name);
    expect(fileNameOf('attachment; filename="Worksheet.pdf"')).toBe('Worksheet.pdf');
    expect(fileNameOf('attachment; filename="a.pdf"; filename*=UTF-8\'\'%E0%A4%A')).toBe('a.pdf');
    expect(fileNameOf(null)).toBeNull();
  });
});
