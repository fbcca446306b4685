import warnings

import torch

with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    scaler = torch.cpu.amp.GradScaler()
for item in w:
    print(item.category.__name__, "-", item.message)
print("is a torch.amp.GradScaler:", isinstance(scaler, torch.amp.GradScaler))
print("enabled:", scaler.is_enabled(), "| scale:", scaler.get_scale())
