import numpy as np

import torch


class MyTensor(torch.Tensor):
    pass


objects = {
    "torch.tensor([1, 2])": torch.tensor([1, 2]),
    "torch.tensor(3.0) (0-d)": torch.tensor(3.0),
    "nn.Parameter": torch.nn.Parameter(torch.ones(1)),
    "Tensor subclass": torch.ones(2).as_subclass(MyTensor),
    "numpy array": np.ones(2),
    "Python float": 1.0,
    "torch.Size([2])": torch.Size([2]),
    "untyped storage": torch.ones(2).untyped_storage(),
}
for label, obj in objects.items():
    print(f"{label:<24} {torch.is_tensor(obj)}")
