import { describe, expect, it } from 'vitest';
import { isHardwareId, normalizeHardwareId } from './entitlements.ts';

describe('hardware ID (12 hexadecimal digits, shared/domain/entitlements.ts)', () => {
  it('reads the ID as typed on a label: with colons or dashes between pairs, any case', () => {
    expect(normalizeHardwareId('00:a0:c9:14:c8:29')).toBe('00A0C914C829');
    expect(normalizeHardwareId(' 00-A0-C9-14-C8-29 ')).toBe('00A0C914C829');
    expect(isHardwareId('00a0c914c829')).toBe(true);
  });

  it('refuses anything else: too short, too long, not hexadecimal', () => {
    for (const typed of ['', '00A0C914C82', '00A0C914C8290', '00A0C914C82G', 'XYZ-123', '00_A0_C9_14_C8_29']) {
      expect(isHardwareId(typed), typed).toBe(false);
    }
  });
});
