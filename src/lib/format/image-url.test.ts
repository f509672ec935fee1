import { describe, expect, it } from 'vitest';
import { imageUrl, PLACEHOLDER_IMAGE } from './image-url';

const ORIGIN = 'http://127.0.0.1:8080';

describe('imageUrl', () => {
  it('gives the placeholder when there is no address', () => {
    for (const empty of [undefined, null, '', '   ', 'unknown']) {
      expect(imageUrl(empty, 'small', ORIGIN)).toBe(PLACEHOLDER_IMAGE);
    }
    expect(PLACEHOLDER_IMAGE).toMatch(/^data:image\/svg\+xml,/);
  });

  it('keeps same-origin paths as they are, whatever the size', () => {
    expect(imageUrl('/media/images/hz-west-lake/cover.svg', 'wide', ORIGIN)).toBe(
      '/media/images/hz-west-lake/cover.svg',
    );
    expect(imageUrl('/uploads/abc.jpg', 'small', ORIGIN)).toBe('/uploads/abc.jpg');
    expect(imageUrl(`${ORIGIN}/uploads/abc.jpg`, 'small', ORIGIN)).toBe(`${ORIGIN}/uploads/abc.jpg`);
  });

  it('forces https on other hosts, protocol-relative addresses included', () => {
    expect(imageUrl('http://img.example.com/a/b.jpg', 'original', ORIGIN)).toBe('https://img.example.com/a/b.jpg');
    expect(imageUrl('//img.example.com/a/b.jpg', 'original', ORIGIN)).toBe('https://img.example.com/a/b.jpg');
    expect(imageUrl('https://img.example.com/a/b.jpg', 'original', ORIGIN)).toBe('https://img.example.com/a/b.jpg');
    // Another port of the same host is another origin.
    expect(imageUrl('http://127.0.0.1:9000/x.png', 'original', ORIGIN)).toBe('https://127.0.0.1:9000/x.png');
  });

  it('adds the size suffixes of the spec: quality 80, 200x200, 400x400 and 1024x600', () => {
    const src = 'http://img.example.com/a/b.jpg';
    expect(imageUrl(src, 'quality', ORIGIN)).toBe('https://img.example.com/a/b.jpg?x-oss-process=image/quality,q_80');
    expect(imageUrl(src, 'small', ORIGIN)).toBe(
      'https://img.example.com/a/b.jpg?x-oss-process=image/resize,m_fill,w_200,h_200/quality,q_80',
    );
    expect(imageUrl(src, 'medium', ORIGIN)).toBe(
      'https://img.example.com/a/b.jpg?x-oss-process=image/resize,m_fill,w_400,h_400/quality,q_80',
    );
    expect(imageUrl(src, 'wide', ORIGIN)).toBe(
      'https://img.example.com/a/b.jpg?x-oss-process=image/resize,m_fill,w_1024,h_600/quality,q_80',
    );
  });

  it('keeps an existing query and an existing processing parameter', () => {
    expect(imageUrl('http://img.example.com/b.jpg?v=3', 'small', ORIGIN)).toBe(
      'https://img.example.com/b.jpg?v=3&x-oss-process=image/resize,m_fill,w_200,h_200/quality,q_80',
    );
    expect(imageUrl('https://img.example.com/b.jpg?x-oss-process=image/resize,w_50', 'wide', ORIGIN)).toBe(
      'https://img.example.com/b.jpg?x-oss-process=image/resize,w_50',
    );
  });

  it('does not resize vector images', () => {
    expect(imageUrl('http://img.example.com/logo.svg', 'small', ORIGIN)).toBe('https://img.example.com/logo.svg');
  });

  it('passes data and blob addresses through, and refuses other schemes', () => {
    expect(imageUrl('data:image/png;base64,AAAA', 'small', ORIGIN)).toBe('data:image/png;base64,AAAA');
    expect(imageUrl('blob:http://127.0.0.1:8080/1234', 'small', ORIGIN)).toBe('blob:http://127.0.0.1:8080/1234');
    expect(imageUrl('javascript:alert(1)', 'small', ORIGIN)).toBe(PLACEHOLDER_IMAGE);
    expect(imageUrl('ftp://img.example.com/a.jpg', 'small', ORIGIN)).toBe(PLACEHOLDER_IMAGE);
    expect(imageUrl('http://', 'small', ORIGIN)).toBe(PLACEHOLDER_IMAGE);
  });

  it('works without a page origin (every absolute address is then remote)', () => {
    expect(imageUrl('http://127.0.0.1:8080/x.jpg', 'original', undefined)).toBe('https://127.0.0.1:8080/x.jpg');
    expect(imageUrl('/media/x.svg', 'small', undefined)).toBe('/media/x.svg');
  });
});
