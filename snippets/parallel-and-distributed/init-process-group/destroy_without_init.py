# raises: AssertionError
import torch.distributed as dist

print("initialized:", dist.is_initialized())
dist.destroy_process_group()
