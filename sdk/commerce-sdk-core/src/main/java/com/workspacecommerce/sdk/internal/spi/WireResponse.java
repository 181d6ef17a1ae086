package com.workspacecommerce.sdk.internal.spi;

import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;

/**
 * A response as a transport hands it over: status and headers received, the body still on the wire.
 * The call path reads the body within its limits and then closes it, which gives the connection
 * back to the transport's pool (or drops it when the body was not read to its end). Internal: not
 * part of the public API.
 *
 * @param status the HTTP status
 * @param headers the headers, after any decompression the transport did
 * @param body the body, decompressed, to be read once; closing it ends the exchange
 * @param contentLength the body's length, or -1 when not known in advance (chunked, or
 *     decompressed)
 */
public record WireResponse(int status, WireHeaders headers, InputStream body, long contentLength)
    implements Closeable {

  @Override
  public void close() throws IOException {
    body.close();
  }
}
