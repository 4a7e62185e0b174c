import fs from 'node:fs';
import path from 'node:path';
import {XMLParser, XMLValidator} from 'fast-xml-parser';
import {describe, expect, test} from 'vitest';
import {blogPosts} from '../wikiPages';
import {buildDir, fileOf, headingOf, page} from './site';

/**
 * The blog as built: the index, every post, the archive, authors, tags and the feeds, read from
 * the production build. What needs a browser (the table of contents staying on screen while a
 * post scrolls) is in tests/e2e/blog.spec.ts.
 */

/** A link's accessible name: its aria-label, or else its text. */
const nameOf = (label: string | undefined, text: string) => (label ?? text).replace(/\s+/g, ' ').trim();

describe('blog', () => {
  test('the index shows every post as an excerpt with a read-more link, beside a sidebar of every post by year', () => {
    const $ = page('/blog/');
    expect(headingOf($)).toBe('GeyserMC Blog');
    expect($('main article').length).toBe(blogPosts.length);
    // Truncated posts: the index links to the full post instead of showing all of it.
    const readMore = $('main article a')
      .toArray()
      .filter((a) => nameOf($(a).attr('aria-label'), $(a).text()).startsWith('Read the full post'));
    expect(readMore.length).toBeGreaterThan(0);
    for (const a of readMore) expect(blogPosts.map((slug) => `/blog/${slug}/`)).toContain($(a).attr('href'));
    const sidebar = $('aside nav');
    const years = sidebar
      .find('h3')
      .toArray()
      .map((h) => $(h).text().trim());
    expect(years).toEqual(expect.arrayContaining(['2024', '2023', '2021']));
    expect(
      sidebar
        .find('a')
        .toArray()
        .map((a) => $(a).attr('href'))
        .sort(),
    ).toEqual(blogPosts.map((slug) => `/blog/${slug}/`).sort());
  });

  test.each(blogPosts)('%s: the post shows its title, date, reading time, authors with pictures the site serves, and tags', (slug) => {
    const $ = page(`/blog/${slug}/`);
    const post = $('article').first();
    expect(post.find('h1').first().text().trim()).not.toBe('');
    expect(post.find('time').attr('datetime')).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(post.find('header').text()).toMatch(/\d+ min read/);
    const pictures = post
      .find('img.avatar__photo')
      .toArray()
      .map((img) => $(img).attr('src') ?? '');
    expect(pictures.length).toBeGreaterThan(0);
    for (const src of pictures) {
      expect(src, `author picture ${src} must be served by the site`).toMatch(/^\/(?!\/)/);
      expect(fs.existsSync(path.join(buildDir, decodeURI(src))), `${src} is in the build`).toBe(true);
    }
    expect(post.find('a[href^="/blog/tags/"]').length).toBeGreaterThan(0);
  });

  test('the archive lists every post; authors and tags have their pages, and lead to the posts', () => {
    const archive = page('/blog/archive/');
    expect(headingOf(archive)).toBe('Archive');
    const archived = archive('main a[href^="/blog/"]')
      .toArray()
      .filter((a) => archive(a).text().trim() !== '');
    expect(archived.length).toBe(blogPosts.length);

    const authors = page('/blog/authors/');
    expect(headingOf(authors)).toBe('Authors');
    const camotoy = authors('main a')
      .toArray()
      .find((a) => authors(a).text().trim() === 'Camotoy');
    expect(camotoy && authors(camotoy).attr('href')).toBe('/blog/authors/camotoy/');
    expect(page('/blog/authors/camotoy/')('main article').length).toBeGreaterThan(0);

    const tags = page('/blog/tags/');
    expect(headingOf(tags)).toBe('Tags');
    const security = tags('main a')
      .toArray()
      .find((a) => /^Security/.test(tags(a).text().trim()));
    expect(security && tags(security).attr('href')).toBe('/blog/tags/security/');
    const tagPage = page('/blog/tags/security/');
    expect(headingOf(tagPage)).toContain('Security');
    expect(tagPage('article h2 a[href="/blog/raknet-amplification-attack/"]').length).toBe(1);
  });

  test.each(['rss.xml', 'atom.xml'])('the %s feed is linked from the page head, is well-formed XML and lists every post', (feed) => {
    const $ = page('/blog/');
    expect($(`head link[rel="alternate"][href="/blog/${feed}"]`).length).toBe(1);
    const xml = fs.readFileSync(fileOf(`/blog/${feed}`), 'utf8');
    expect(XMLValidator.validate(xml)).toBe(true);
    const parsed = new XMLParser({ignoreAttributes: false, attributeNamePrefix: ''}).parse(xml) as {
      rss?: {channel: {item: {link: string}[]}};
      feed?: {entry: {link: {href: string} | {href: string}[]}[]};
    };
    const links = parsed.rss
      ? parsed.rss.channel.item.map((item) => item.link)
      : parsed.feed!.entry.flatMap((entry) => [entry.link].flat().map((link) => link.href));
    for (const slug of blogPosts)
      expect(
        links.some((link) => link.endsWith(`/blog/${slug}/`)),
        `${feed} lists ${slug}`,
      ).toBe(true);
  });
});
