import torch
from torch._subclasses.fake_tensor import FakeTensorMode

with FakeTensorMode():  # fake tensors: a CUDA device without a GPU
    a_cuda, a_cpu = torch.randn(4, 4, device="cuda"), torch.randn(4, 4)
    torch.set_autocast_enabled("cuda", True)  # what torch.autocast("cuda") switches on
    print("CUDA autocast on | cuda tensor @ cuda tensor:", (a_cuda @ a_cuda).dtype)
    print("CUDA autocast on | cpu tensor @ cpu tensor:  ", (a_cpu @ a_cpu).dtype)
    torch.set_autocast_enabled("cuda", False)
