import warnings

import torch
from torch.nn.parallel import gather

# two replicas each returned a 0-dim loss; "meta" tensors carry only shape and dtype
losses = [torch.tensor(0.5, device="meta"), torch.tensor(0.7, device="meta")]
print("each replica's output:", [tuple(t.shape) for t in losses])
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    try:
        gather(losses, target_device=0)  # the gather step DataParallel runs after forward
    except AttributeError:
        pass  # the copy onto the GPU that follows needs a CUDA build
print(w[0].category.__name__ + ":", w[0].message)
