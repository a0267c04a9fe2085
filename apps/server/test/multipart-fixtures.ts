/**
 * A multipart/form-data body holding one file, for `app.inject`, as a browser's FormData
 * would send it.
 */
export function multipartFile(
  field: string,
  fileName: string,
  content: Buffer | string,
  contentType = 'application/octet-stream',
) {
  const boundary = '----labo-test-boundary-7MA4YWxkTrZu0gW';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\n` +
        `Content-Type: ${contentType}\r\n\r\n`,
    ),
    Buffer.isBuffer(content) ? content : Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
