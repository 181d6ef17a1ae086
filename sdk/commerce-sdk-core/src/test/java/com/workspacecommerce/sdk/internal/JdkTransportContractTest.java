package com.workspacecommerce.sdk.internal;

import com.workspacecommerce.sdk.contract.HttpTransportContract;
import com.workspacecommerce.sdk.internal.spi.HttpTransport;
import com.workspacecommerce.sdk.internal.spi.TransportSettings;

/** The transport contract on the JDK's {@code HttpClient}, the transport this module holds. */
class JdkTransportContractTest extends HttpTransportContract {
  @Override
  protected HttpTransport transport(TransportSettings settings) {
    return JdkTransport.create(settings);
  }
}
