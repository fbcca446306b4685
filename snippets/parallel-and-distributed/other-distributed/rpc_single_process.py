import socket

import torch
import torch.distributed.rpc as rpc

with socket.socket() as s:
    s.bind(("127.0.0.1", 0))
    port = s.getsockname()[1]
opts = rpc.TensorPipeRpcBackendOptions(init_method=f"tcp://127.0.0.1:{port}")
rpc.init_rpc("worker0", rank=0, world_size=1, rpc_backend_options=opts)
result = rpc.rpc_sync("worker0", torch.add, args=(torch.ones(2), 1))  # run torch.add on "worker0"
print("rpc_sync result:", result)
fut = rpc.rpc_async("worker0", torch.mul, args=(torch.arange(3), 10))
print("rpc_async result:", fut.wait())
rpc.shutdown()
