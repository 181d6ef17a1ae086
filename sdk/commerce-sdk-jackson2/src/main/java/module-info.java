/**
 * The {@code jackson2} JSON codec of the Workspace Commerce Java SDK: request and response bodies
 * written and read with Jackson 2 ({@code com.fasterxml.jackson}). Exports nothing.
 */
module com.workspacecommerce.sdk.jackson2 {
  requires transitive com.workspacecommerce.sdk;
  requires com.fasterxml.jackson.databind;
  requires com.fasterxml.jackson.datatype.jsr310;
  requires static org.jspecify;

  provides com.workspacecommerce.sdk.internal.spi.JsonCodecProvider with
      com.workspacecommerce.sdk.internal.jackson2.Jackson2CodecProvider;
}
