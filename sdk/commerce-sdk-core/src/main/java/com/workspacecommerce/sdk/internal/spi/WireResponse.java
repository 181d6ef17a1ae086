package com.workspacecommerce.sdk.internal.spi;

import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;

/**
 * A response as a transport hands it over: status and headers received, the body still on the wire.
 * The call path reads the body within its limits and then closes it, which gives the connection
 * back to the transport's pool (or drops it when the body was not read to its end). Internal: not
 * part of the public API.
 */
public final class WireResponse implements Closeable {
  private final int status;
  private final WireHeaders headers;
  private final InputStream body;
  private final long contentLength;

  /**
   * Creates the response.
   *
   * @param status the HTTP status
   * @param headers the headers, after any decompression the transport did
   * @param body the body, decompressed; closing it ends the exchange
   * @param contentLength the body's length, or -1 when not known in advance
   */
  public WireResponse(int status, WireHeaders headers, InputStream body, long contentLength) {
    this.status = status;
    this.headers = headers;
    this.body = body;
    this.contentLength = contentLength;
  }

  /**
   * @return the HTTP status
   */
  public int status() {
    return status;
  }

  /**
   * @return the headers
   */
  public WireHeaders headers() {
    return headers;
  }

  /**
   * @return the body, to be read once
   */
  public InputStream body() {
    return body;
  }

  /**
   * @return the body's length, or -1 when unknown (chunked, or decompressed)
   */
  public long contentLength() {
    return contentLength;
  }

  @Override
  public void close() throws IOException {
    body.close();
  }
}
