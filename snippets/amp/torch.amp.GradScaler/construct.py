import torch

scaler = torch.amp.GradScaler("cpu")
print("torch.GradScaler is torch.amp.GradScaler:", torch.GradScaler is torch.amp.GradScaler)
print("enabled:", scaler.is_enabled())
print("scale:", scaler.get_scale())
print("growth factor:", scaler.get_growth_factor(), "| backoff factor:", scaler.get_backoff_factor())
print("growth interval:", scaler.get_growth_interval())
