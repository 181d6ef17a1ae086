package com.workspacecommerce.sdk.internal.jackson2;

import com.workspacecommerce.sdk.contract.JsonCodecContract;
import com.workspacecommerce.sdk.internal.spi.JsonCodec;

/** The codec contract on the jackson2 codec, as its provider makes it. */
class Jackson2CodecContractTest extends JsonCodecContract {
  @Override
  protected JsonCodec codec() {
    return new Jackson2CodecProvider().codec();
  }
}
