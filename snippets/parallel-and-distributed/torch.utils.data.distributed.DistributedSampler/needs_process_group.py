# raises: ValueError
from torch.utils.data.distributed import DistributedSampler

DistributedSampler(list(range(10)))  # num_replicas and rank come from the process group
