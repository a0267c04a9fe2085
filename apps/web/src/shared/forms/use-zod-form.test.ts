import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import './use-zod-form';

describe('the forms module', () => {
  it("makes the messages of zod's own checks French", () => {
    const message = z.number().safeParse('douze').error?.issues[0]?.message;
    expect(message).toMatch(/^Entrée invalide/);
  });
});
