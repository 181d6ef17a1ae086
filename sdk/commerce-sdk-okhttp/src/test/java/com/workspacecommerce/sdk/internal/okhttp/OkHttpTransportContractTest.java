package com.workspacecommerce.sdk.internal.okhttp;

import com.workspacecommerce.sdk.contract.HttpTransportContract;
import com.workspacecommerce.sdk.internal.spi.HttpTransport;
import com.workspacecommerce.sdk.internal.spi.Redactor;
import com.workspacecommerce.sdk.internal.spi.TransportSettings;

/** The transport contract on OkHttp, with a client the SDK makes (none lent). */
class OkHttpTransportContractTest extends HttpTransportContract {
  @Override
  protected HttpTransport transport(TransportSettings settings) {
    return OkHttpTransport.create(null, settings, new Redactor("sk_test_adapters"));
  }
}
