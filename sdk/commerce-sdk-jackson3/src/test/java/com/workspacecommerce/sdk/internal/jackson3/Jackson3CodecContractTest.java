package com.workspacecommerce.sdk.internal.jackson3;

import com.workspacecommerce.sdk.contract.JsonCodecContract;
import com.workspacecommerce.sdk.internal.spi.JsonCodec;

/** The codec contract on the jackson3 codec, as its provider makes it. */
class Jackson3CodecContractTest extends JsonCodecContract {
  @Override
  protected JsonCodec codec() {
    return new Jackson3CodecProvider().codec();
  }
}
