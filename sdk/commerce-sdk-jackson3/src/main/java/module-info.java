/**
 * The {@code jackson3} JSON codec of the Workspace Commerce Java SDK: request and response bodies
 * written and read with Jackson 3 ({@code tools.jackson}), as Spring Boot 4 has it. Exports
 * nothing.
 */
module com.workspacecommerce.sdk.jackson3 {
  requires transitive com.workspacecommerce.sdk;
  requires tools.jackson.databind;
  requires static org.jspecify;

  provides com.workspacecommerce.sdk.internal.spi.JsonCodecProvider with
      com.workspacecommerce.sdk.internal.jackson3.Jackson3CodecProvider;
}
