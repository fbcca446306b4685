import torch.distributed.rpc as rpc
from torch.distributed.fsdp import FullyShardedDataParallel, fully_shard
from torch.distributed.tensor import DTensor, Replicate, Shard, distribute_tensor

print("rpc available:", rpc.is_available())
print("FSDP (wrapper class):", FullyShardedDataParallel.__module__ + "." + FullyShardedDataParallel.__name__)
print("fully_shard (FSDP2):", fully_shard.__module__ + "." + fully_shard.__name__)
print("DTensor:", DTensor.__module__ + "." + DTensor.__name__, "| placements:", Shard(0), Replicate())
print("distribute_tensor:", callable(distribute_tensor))
